import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { getToken } from '../auth/session';

// Stored uploads are named by the API: 32 random hex digits and the extension of the type read from the bytes.
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|pdf)$/;

export interface StoredFile {
  name: string;
  isImage: boolean;
}

/** The stored file a form value names, or null for a value that is no stored name. */
export const storedFile = (value: unknown): StoredFile | null => {
  if (typeof value !== 'string' || !STORED_NAME.test(value)) return null;
  return { name: value, isImage: !value.endsWith('.pdf') };
};

/**
 * The file's bytes from the staff endpoint (signed-in, and each fetch recorded in the audit log as a read), as a
 * local object URL the page can show or open. There is no address of a file that works without the staff session.
 */
async function fetchStoredBlob(skuId: string, name: string): Promise<Blob> {
  const response = await fetch(`/api/admin/applications/${encodeURIComponent(skuId)}/files/${name}`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(`The file could not be opened (${response.status}).`);
  return response.blob();
}

const fetchStoredFile = async (skuId: string, file: StoredFile): Promise<string> => URL.createObjectURL(await fetchStoredBlob(skuId, file.name));

/**
 * A local URL of an image the page shows at once (undefined while it loads or when it cannot be read). Every part of
 * the page showing one file (the summary's photograph, the documents panel) shares one fetch, and so one read in the
 * audit log: the query is neither aborted nor asked again while the page shows it (React's StrictMode remounting
 * included), and is forgotten once no part shows it, so opening the page again is a new read.
 */
export function useStoredImage(skuId: string | undefined, file: StoredFile | null): string | undefined {
  const name = file?.isImage ? file.name : undefined;
  const { data: blob } = useQuery({
    queryKey: ['applications', skuId, 'files', name],
    queryFn: () => fetchStoredBlob(skuId!, name!),
    enabled: Boolean(skuId && name),
    staleTime: Infinity,
    gcTime: 0,
    retry: false, // the thumbnail stays empty; opening it reports the problem
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return blob ? url : undefined;
}

/**
 * Opens (a new tab) or saves a file on the staff member's click. The tab opens at once, within the click, so no
 * pop-up blocker stops it, and gets the file when it has come.
 */
async function openStoredFile(skuId: string, file: StoredFile, mode: 'open' | 'download'): Promise<void> {
  const tab = mode === 'open' ? window.open('', '_blank') : null;
  try {
    const url = await fetchStoredFile(skuId, file);
    if (tab) {
      tab.location.href = url;
    } else {
      const link = Object.assign(document.createElement('a'), { href: url, download: file.name });
      link.click();
    }
    // The tab or the download holds its own reference by now.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** A click handler that opens or saves a file, telling the staff member when it cannot be had. */
export function useOpenStoredFile(skuId: string | undefined) {
  const notify = useNotify();
  return useCallback(
    (file: StoredFile, mode: 'open' | 'download') => (event: { preventDefault(): void }) => {
      event.preventDefault();
      if (!skuId) return;
      openStoredFile(skuId, file, mode).catch((error: Error) => notify(error.message, { type: 'error' }));
    },
    [skuId, notify],
  );
}
