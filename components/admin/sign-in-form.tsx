"use client";

import { useActionState, useId } from "react";
import { signInAction, type SignInState } from "@/components/admin/actions";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { adminControlClasses } from "./controls";

const INITIAL: SignInState = { message: null };

export function SignInForm({ withEmail }: { withEmail: boolean }) {
  const [state, action, pending] = useActionState(signInAction, INITIAL);
  const id = useId();
  const error = state.message ?? undefined;
  return (
    <form action={action} className="grid gap-5" noValidate>
      {withEmail ? (
        <Field id={`${id}-email`} label="E-mail address">
          <input id={`${id}-email`} name="email" type="email" autoComplete="username" required className={adminControlClasses} />
        </Field>
      ) : null}
      <Field id={`${id}-password`} label="Password" error={error}>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          className={adminControlClasses}
          {...fieldAria(`${id}-password`, { error })}
        />
      </Field>
      <p role="alert" className="sr-only">
        {error}
      </p>
      <Button type="submit" disabled={pending} className="w-full text-[0.9375rem]">
        {pending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
