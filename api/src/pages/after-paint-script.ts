/**
 * The inline script that starts a drawn page's code after its first paint (decision 060).
 *
 * - It waits for the load event and for the browser to report the first contentful paint, then one
 *   more frame (at most 3 s after the first frame, should a picture hang), so the code never
 *   competes with what the page paints first. The load event alone can come before the first paint
 *   is shown when the pictures are at hand, and Lighthouse then counts the code's downloads against
 *   the first paint (simulated FCP 1.5 s instead of 0.85 s in some runs).
 * - It then asks at once for the large libraries, the entry and the page route's own code (named in
 *   the script's `data-code`), so the downloads run side by side; the entry's small imports follow
 *   as soon as the entry (a small file) arrives. Asking for all sixty modules by hand cost a slow
 *   phone's main thread 15-50 ms in one task.
 * - It runs the large libraries one at a time, each in a task of its own, before the entry: a slow
 *   phone evaluates React with the router, then Mantine, then the app, in short tasks instead of one
 *   long one, and answers a tap in between. A library that fails to arrive is left to the entry's
 *   own import.
 *
 * - First it marks the page route's stylesheets, which the page carries inline (`data-styles`), as
 *   in: disabled links, which the code's loader counts as loaded and the browser never fetches. Links
 *   in the HTML itself would be fetched by the browser's preload scanner, disabled or not.
 *
 * The text is the same on every page (one hash in the Content-Security-Policy); what differs per
 * page is only the data attributes.
 */
export function afterPaintScript(entry: string, libraries: readonly string[]): string {
  return [
    `{const d=document.currentScript.dataset,w=k=>(d[k]||"").split(" ").filter(Boolean),c=${JSON.stringify(libraries)},e=${JSON.stringify(entry)},r=w("code");let s=0,n=2;`,
    `const go=()=>{if(s++)return;for(const h of w("styles")){const l=document.createElement("link");l.rel="stylesheet";l.disabled=true;l.href=h;document.head.append(l)}`,
    `for(const h of[...c,e,...r]){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}`,
    `c.reduce((p,h)=>p.then(()=>import(h)).catch(()=>{}).then(()=>new Promise(t=>setTimeout(t))),Promise.resolve()).then(()=>import(e))};`,
    `const ready=()=>--n||requestAnimationFrame(()=>setTimeout(go));addEventListener("load",ready);`,
    `try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();ready()}}).observe({type:"paint",buffered:true})}catch{ready()}`,
    `requestAnimationFrame(()=>setTimeout(go,3000))}`,
  ].join("");
}
