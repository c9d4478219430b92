/**
 * The token of an e-mailed link, from the address's fragment (it never reaches a server's log), once:
 * the fragment is then cleared from the address bar and the history, so the link is not left behind
 * on a shared computer. A second read (React's development double effect) gets the first's token.
 */
let lastRead: { path: string; token: string } | undefined;

export function takeLinkToken(): string {
  const { pathname, hash, search } = window.location;
  const token = hash.replace(/^#/, "");
  if (token) {
    window.history.replaceState(window.history.state, "", `${pathname}${search}`);
    lastRead = { path: pathname, token };
    return token;
  }
  return lastRead?.path === pathname ? lastRead.token : "";
}
