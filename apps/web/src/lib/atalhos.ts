import { useMediaQuery } from '@mantine/hooks';

/**
 * Keyboard shortcuts are only worth a hint where a physical keyboard is likely: a fine pointer that hovers, on a
 * screen wider than a phone. A phone or tablet (touch, coarse pointer) or a narrow window gets no hint.
 */
export const TECLADO_MEDIA = '(hover: hover) and (pointer: fine) and (min-width: 48em)';

/** True where shortcut hints ("Ctrl+Enter salva") make sense (see TECLADO_MEDIA). */
export const useTemTeclado = (): boolean => useMediaQuery(TECLADO_MEDIA);

/** The modifier Mantine's `mod` stands for: ⌘ on Apple devices, Ctrl elsewhere. */
export const teclaMod = (): string =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
