/**
 * The inline script at the top of every HTML page of the web app: before the first paint it puts the saved
 * colour scheme on <html> (the `app-dark` class, Mantine's `data-mantine-color-scheme`, `color-scheme`, the preset),
 * as `applyThemeToDocument` does once the app runs (apps/web/src/layout/theme/config.ts), so a prerendered page
 * opens in the user's scheme without a flash. Same keys and fallbacks as `loadThemeConfig`: `theme`, else
 * `sakai.layoutConfig`'s darkTheme, else the system preference.
 *
 * It lives here because the API allows exactly this text in its CSP by its sha256 hash
 * (apps/api/src/plugins/security.ts), and the web build writes the same text (apps/web/prerender/plugin.ts).
 */
export const SCRIPT_TEMA_INICIAL =
  "(function(){try{var d=document.documentElement,s=localStorage,t=s.getItem('theme'),c=null;" +
  "try{c=JSON.parse(s.getItem('sakai.layoutConfig')||'null')}catch(e){}" +
  "if(!c||typeof c!=='object')c={};" +
  "var k=t==='dark'||t==='light'?t==='dark':typeof c.darkTheme==='boolean'?c.darkTheme:" +
  "!window.matchMedia||matchMedia('(prefers-color-scheme: dark)').matches;" +
  "var p=c.preset==='Lara'||c.preset==='Nora'?c.preset:'Aura';" +
  "d.classList.toggle('app-dark',k);d.setAttribute('data-mantine-color-scheme',k?'dark':'light');" +
  "d.style.colorScheme=k?'dark':'light';d.dataset.preset=p.toLowerCase()}catch(e){}})()";
