import { Toaster as Sonner } from 'sonner';

// One toast visible at a time, dismissed after 5 s (the specification's main reading).
export function Toaster() {
  return <Sonner position="top-center" visibleToasts={1} duration={5000} richColors closeButton />;
}

export { toast } from 'sonner';
