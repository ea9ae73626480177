import { useEffect, useState } from 'react';
import { readAuthData } from '../../dataProvider/http';

/**
 * A photo's bytes fetched with the caller's token (an <img> cannot send it), as an object URL
 * revoked when the address changes; null fetches nothing (no photo, or not in view yet).
 */
export const usePhotoUrl = (url: string | null) => {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    const token = readAuthData()?.token;
    fetch(url, { headers: token ? { Authorization: `JWT ${token}`, 'X-Api-Initiator': 'react' } : {} })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => !cancelled && setState({ src: null, failed: true }));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
};
