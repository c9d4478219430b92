import { emailHref, storeInfo } from "../data/store-info";

/**
 * Shown only when scripts are off: the page itself reads fine without them (the server drew it),
 * but its form sends through the app. Says so, and how to reach the store instead.
 */
export function FormNeedsScript() {
  return (
    <noscript>
      <p className="form-needs-script" role="note">
        This form needs JavaScript to send. Turn it on and reload the page, or call us at{" "}
        <a href={storeInfo.phoneHref}>{storeInfo.phone}</a> or e-mail{" "}
        <a href={emailHref}>{storeInfo.email}</a>.
      </p>
    </noscript>
  );
}
