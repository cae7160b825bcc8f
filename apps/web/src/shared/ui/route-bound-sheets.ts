import { useEffect, useRef, useState } from 'react';

/**
 * Sheets and dialogs belong to the place they were opened on. A confirmation left open over
 * another page (Back pressed with "Confirm transfer" showing) would still move the money when
 * confirmed there, so every sheet and dialog the app opens is tracked here and the shell closes
 * those of an earlier place whenever the hash location changes. This module stays free of
 * antd-mobile: the shell loads it with the first page.
 */

interface OpenSheet {
  place: string;
  close: () => void;
}

const openSheets = new Set<OpenSheet>();
let currentPlace = '';

/** Remembers `close` for a sheet opened now, on the current place; returns the untracker. */
export function trackOpenSheet(close: () => void): () => void {
  const sheet: OpenSheet = { place: currentPlace, close };
  openSheets.add(sheet);
  return () => {
    openSheets.delete(sheet);
  };
}

/**
 * The shell calls this with the location each time it changes (`place` names the history
 * entry and its URL): every sheet opened elsewhere closes.
 */
export function enterPlace(place: string): void {
  currentPlace = place;
  for (const sheet of [...openSheets]) {
    if (sheet.place === place) continue;
    openSheets.delete(sheet);
    sheet.close();
  }
}

/**
 * For a declarative sheet: whether it shows. `visible` as its owner says, until the location
 * changes while it is open — then it hides at once and `onClose` tells the owner (which
 * may ignore it: the sheet stays hidden until the owner closes and opens it again).
 */
export function useRouteBoundVisible(visible: boolean, onClose?: () => void): boolean {
  const [leftBehind, setLeftBehind] = useState(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!visible) {
      setLeftBehind(false);
      return undefined;
    }
    return trackOpenSheet(() => {
      setLeftBehind(true);
      onCloseRef.current?.();
    });
  }, [visible]);
  return visible && !leftBehind;
}
