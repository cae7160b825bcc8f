import { useEffect, useState } from 'react';

/**
 * A chosen picture shown at once, before its upload ends. The object URL holds the file in
 * memory, so it is revoked when the picture changes or the view goes.
 */
export function useFilePreview() {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return {
    preview,
    show: (file: File) => setPreview(URL.createObjectURL(file)),
    clear: () => setPreview(null),
  };
}
