"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { AlertIcon, CheckCircleIcon, CloseIcon } from "./icons/chrome";
import { buttonClasses } from "@/components/ui/button-classes";

/**
 * A small toast system. Toasts live in two live regions that exist from the first render (so screen readers
 * announce what is added): polite for success and neutral news, assertive for destructive ones. Each toast
 * dismisses itself after a while; hovering it or moving focus into it pauses that clock, and Escape or its
 * close button dismisses it at once.
 */

export type ToastVariant = "default" | "success" | "destructive";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

type Toast = Required<Pick<ToastInput, "title" | "variant">> & { id: number; description?: string; durationMs: number };

type ToastApi = { toast: (input: ToastInput) => void };

const ToastContext = createContext<ToastApi | null>(null);

const TOAST_DEFAULT_DURATION_MS = 5000;
const TOAST_DESTRUCTIVE_DURATION_MS = 8000;
const MAX_TOASTS = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    const variant = input.variant ?? "default";
    const durationMs = variant === "destructive" ? TOAST_DESTRUCTIVE_DURATION_MS : TOAST_DEFAULT_DURATION_MS;
    setToasts((current) => [...current, { id, title: input.title, description: input.description, variant, durationMs }].slice(-MAX_TOASTS));
  }, []);

  const api = useMemo(() => ({ toast }), [toast]);
  const polite = toasts.filter((item) => item.variant !== "destructive");
  const assertive = toasts.filter((item) => item.variant === "destructive");

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label="Notifications" className="pointer-events-none fixed inset-x-0 top-20 z-[90] flex flex-col items-center gap-3 px-4 sm:inset-x-auto sm:right-5 sm:items-end sm:px-0">
        <div role="status" aria-live="polite" aria-atomic="false" className="flex w-full flex-col items-center gap-3 sm:items-end">
          {polite.map((item) => (
            <ToastCard key={item.id} toast={item} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="false" className="flex w-full flex-col items-center gap-3 sm:items-end">
          {assertive.map((item) => (
            <ToastCard key={item.id} toast={item} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it (app/layout.tsx mounts one).");
  return api;
}

const variantClasses: Record<ToastVariant, { card: string; icon: string }> = {
  default: { card: "border-border", icon: "text-accent" },
  success: { card: "border-accent/40", icon: "text-accent" },
  destructive: { card: "border-coral/50", icon: "text-coral" },
};

function ToastIcon({ variant }: { variant: ToastVariant }) {
  if (variant === "destructive") {
    return <AlertIcon className="size-5" />;
  }
  return <CheckCircleIcon className="size-5" />;
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, onDismiss, toast.id]);

  const styles = variantClasses[toast.variant];
  return (
    <div
      data-variant={toast.variant}
      data-paused={paused ? "" : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onDismiss(toast.id);
      }}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border bg-surface p-4 pr-3 text-fg shadow-raised transition-[opacity,transform] duration-300 ease-out-soft starting:translate-y-2 starting:opacity-0 ${styles.card}`}
    >
      <span className={`mt-0.5 shrink-0 ${styles.icon}`}>
        <ToastIcon variant={toast.variant} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[0.9375rem] leading-snug font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-small text-muted">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
        className={buttonClasses("quiet", "icon", "-mt-1 size-8 shrink-0")}
      >
        <CloseIcon className="size-4" strokeWidth={2.7} />
      </button>
    </div>
  );
}
