// A rejected withdrawal stays on the assets page until the user has read it ("Got it"), on this
// device: the id is kept in localStorage per account. A newer withdrawal replaces it anyway.
import { useState } from 'react';
import { useSignedInAccount } from '../../../api/session';
import { seenRejectionKey } from '../lib/withdrawal-state';

function read(key: string | null): string | null {
  if (key === null) return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled: the card shows until the page is left
  }
}

export function useSeenRejection(): { seen: (id: string) => boolean; markSeen: (id: string) => void } {
  const account = useSignedInAccount();
  const key = account ? seenRejectionKey(account) : null;
  const [marked, setMarked] = useState<{ key: string | null; id: string | null }>({ key: null, id: null });
  const seenId = marked.key === key && marked.id !== null ? marked.id : read(key);
  return {
    seen: (id) => seenId === id,
    markSeen: (id) => {
      setMarked({ key, id });
      try {
        if (key) localStorage.setItem(key, id);
      } catch {
        // see read
      }
    },
  };
}
