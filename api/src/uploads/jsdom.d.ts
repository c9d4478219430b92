// The one part of jsdom the server uses (svg-clean.ts types the DOM it reads itself). @types/jsdom
// would bring the browser's whole DOM library into the server's types, `window` and `document` included.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
