import { useSyncExternalStore } from 'react';
import type { MenuMode } from './theme/config';
import { themeStore } from './theme/themeStore';

/** Desktop/mobile breakpoint (docs/product.md §3.6): wider than 991 px is desktop. */
export const DESKTOP_MIN_WIDTH = 992;
export const MOBILE_MEDIA_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH - 1}px)`;
export const isDesktopWidth = (width: number): boolean => width > DESKTOP_MIN_WIDTH - 1;

/** The layout flags of docs/product.md §3.6. */
export interface LayoutState {
  staticMenuDesktopInactive: boolean;
  overlayMenuActive: boolean;
  profileSidebarVisible: boolean;
  configSidebarVisible: boolean;
  staticMenuMobileActive: boolean;
  menuHoverActive: boolean;
  activeMenuItem: string | null;
}

export const initialLayoutState = (): LayoutState => ({
  staticMenuDesktopInactive: false,
  overlayMenuActive: false,
  profileSidebarVisible: false,
  configSidebarVisible: false,
  staticMenuMobileActive: false,
  menuHoverActive: false,
  activeMenuItem: null,
});

/**
 * docs/product.md §3.6: in overlay mode the overlay flag flips; then, wider than 991 px, the desktop
 * static-menu-inactive flag flips, otherwise the mobile static-menu-active flag.
 */
export function toggleMenuState(state: LayoutState, menuMode: MenuMode, windowWidth: number): LayoutState {
  let next = state;
  if (menuMode === 'overlay') next = { ...next, overlayMenuActive: !next.overlayMenuActive };
  if (isDesktopWidth(windowWidth)) {
    next = { ...next, staticMenuDesktopInactive: !next.staticMenuDesktopInactive };
  } else {
    next = { ...next, staticMenuMobileActive: !next.staticMenuMobileActive };
  }
  return next;
}

/** Whether the side menu is on screen, derived from the flags as the template does. */
export function isMenuVisible(state: LayoutState, menuMode: MenuMode, desktop: boolean): boolean {
  if (!desktop) return state.staticMenuMobileActive;
  return menuMode === 'overlay' ? state.overlayMenuActive : !state.staticMenuDesktopInactive;
}

let state = initialLayoutState();
const listeners = new Set<() => void>();
const set = (next: LayoutState) => {
  state = next;
  for (const l of listeners) l();
};

export const layoutStore = {
  get: (): LayoutState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<LayoutState>): void {
    set({ ...state, ...patch });
  },
  toggleMenu(): void {
    set(toggleMenuState(state, themeStore.get().menuMode, window.innerWidth));
  },
  /** Closes the floating menus (overlay on desktop, drawer on mobile), e.g. after navigating. */
  hideFloatingMenus(): void {
    if (!state.overlayMenuActive && !state.staticMenuMobileActive && !state.menuHoverActive) return;
    set({ ...state, overlayMenuActive: false, staticMenuMobileActive: false, menuHoverActive: false });
  },
  reset(): void {
    set(initialLayoutState());
  },
};

export const useLayoutState = (): LayoutState =>
  useSyncExternalStore(layoutStore.subscribe, layoutStore.get, layoutStore.get);
