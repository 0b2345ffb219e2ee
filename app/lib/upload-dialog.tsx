import { createContext, useContext } from 'react';

export type UploadMode = 'choose' | 'manual' | 'photo';

/**
 * Any screen can open the upload dialog (hero, navbar, landing inputs) without importing the analysis
 * feature: the site layout provides the opener, the analysis feature provides the dialog.
 */
export const UploadDialogContext = createContext<((mode?: UploadMode) => void) | null>(null);

/** Returns an onClick for links to /upload: opens the dialog instead when it is available. */
export function useUploadTrigger(mode: UploadMode = 'choose') {
  const open = useContext(UploadDialogContext);
  return (event: { preventDefault: () => void }) => {
    if (!open) return;
    event.preventDefault();
    open(mode);
  };
}
