import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import type { ExternalToast, Toaster as SonnerToaster } from 'sonner';
import type * as sonnerModule from 'sonner';

// sonner is loaded on the first toast, not on first view: most visits never show one, and the home page's
// JavaScript budget is better spent elsewhere. Toasts asked for before it arrives are replayed.
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';
type Pending = { kind: Kind; title: string; opts?: ExternalToast };

let sonner: typeof sonnerModule | undefined;
const pending: Pending[] = [];
const listeners = new Set<() => void>();
let wanted = false;

function requestToaster() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}

function show({ kind, title, opts }: Pending) {
  const t = sonner!.toast;
  if (kind === 'message') t(title, opts);
  else t[kind](title, opts);
}

function enqueue(kind: Kind, title: string, opts?: ExternalToast) {
  if (sonner) show({ kind, title, opts });
  else {
    pending.push({ kind, title, opts });
    requestToaster();
  }
}

export const toast = Object.assign((title: string, opts?: ExternalToast) => enqueue('message', title, opts), {
  success: (title: string, opts?: ExternalToast) => enqueue('success', title, opts),
  error: (title: string, opts?: ExternalToast) => enqueue('error', title, opts),
  info: (title: string, opts?: ExternalToast) => enqueue('info', title, opts),
  warning: (title: string, opts?: ExternalToast) => enqueue('warning', title, opts),
});

// Toasts are replayed once sonner's Toaster has mounted and subscribed, so none is lost.
const LazySonner = lazy(async () => {
  const mod = await import('sonner');
  function MountedToaster(props: ComponentProps<typeof SonnerToaster>) {
    useEffect(() => {
      sonner = mod;
      for (const p of pending.splice(0)) show(p);
    }, []);
    return <mod.Toaster {...props} />;
  }
  return { default: MountedToaster };
});

/** One toast visible at a time, dismissed after 5 s (the specification's main reading). */
export function Toaster() {
  const active = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the 64 px sticky header, never over the logo and the menu. */}
      <LazySonner
        position="top-center"
        offset={{ top: 76 }}
        mobileOffset={{ top: 76, left: 16, right: 16 }}
        visibleToasts={1}
        duration={5000}
        richColors
        closeButton
      />
    </Suspense>
  );
}
