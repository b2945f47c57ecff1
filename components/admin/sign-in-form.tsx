import { routes } from "@/config/routes";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { PASSWORD_MAX_LENGTH } from "@/lib/admin/sign-in";
import { adminControlClasses } from "./controls";

/** The sign-in form: a plain form post to POST /admin/session/, which answers with the inbox or this page again with `error`. */
export function SignInForm({ withEmail, error }: { withEmail: boolean; error?: string }) {
  return (
    <form method="post" action={routes.admin.session} className="grid gap-5" noValidate>
      {withEmail ? (
        <Field id="sign-in-email" label="E-mail address">
          <input id="sign-in-email" name="email" type="email" autoComplete="username" required className={adminControlClasses} />
        </Field>
      ) : null}
      <Field id="sign-in-password" label="Password" error={error}>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          className={adminControlClasses}
          {...fieldAria("sign-in-password", { error })}
        />
      </Field>
      <p role="alert" className="sr-only">
        {error}
      </p>
      <Button type="submit" className="w-full text-[0.9375rem]">
        Sign in
      </Button>
    </form>
  );
}
