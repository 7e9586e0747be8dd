import { describe, expect, it } from 'vitest';
import { initialLayoutState, isMenuVisible, toggleMenuState } from './layoutStore';

describe('menu toggle (docs/product.md §3.6, breakpoint 991 px)', () => {
  it('static mode at 1200 px flips staticMenuDesktopInactive only', () => {
    const once = toggleMenuState(initialLayoutState(), 'static', 1200);
    expect(once).toMatchObject({
      staticMenuDesktopInactive: true,
      staticMenuMobileActive: false,
      overlayMenuActive: false,
    });
    expect(isMenuVisible(once, 'static', true)).toBe(false);
    const twice = toggleMenuState(once, 'static', 1200);
    expect(twice.staticMenuDesktopInactive).toBe(false);
    expect(isMenuVisible(twice, 'static', true)).toBe(true);
  });

  it('static mode at 800 px flips staticMenuMobileActive only', () => {
    const once = toggleMenuState(initialLayoutState(), 'static', 800);
    expect(once).toMatchObject({
      staticMenuDesktopInactive: false,
      staticMenuMobileActive: true,
      overlayMenuActive: false,
    });
    expect(isMenuVisible(once, 'static', false)).toBe(true);
  });

  it('overlay mode at 1200 px flips the overlay flag, then the desktop flag', () => {
    const once = toggleMenuState(initialLayoutState(), 'overlay', 1200);
    expect(once).toMatchObject({
      overlayMenuActive: true,
      staticMenuDesktopInactive: true,
      staticMenuMobileActive: false,
    });
    expect(isMenuVisible(once, 'overlay', true)).toBe(true);
    expect(toggleMenuState(once, 'overlay', 1200).overlayMenuActive).toBe(false);
  });

  it('overlay mode at 800 px flips the overlay flag, then the mobile flag', () => {
    const once = toggleMenuState(initialLayoutState(), 'overlay', 800);
    expect(once).toMatchObject({
      overlayMenuActive: true,
      staticMenuDesktopInactive: false,
      staticMenuMobileActive: true,
    });
  });

  it('991 px is mobile and 992 px is desktop', () => {
    expect(toggleMenuState(initialLayoutState(), 'static', 991).staticMenuMobileActive).toBe(true);
    expect(toggleMenuState(initialLayoutState(), 'static', 992).staticMenuDesktopInactive).toBe(true);
  });
});
