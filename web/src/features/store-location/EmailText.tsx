import { storeInfo } from "../../data/store-info";

/** The store's e-mail address, allowed to wrap after the @ (and only there) on narrow screens. */
export function EmailText() {
  const at = storeInfo.email.indexOf("@");
  return (
    <>
      {storeInfo.email.slice(0, at + 1)}
      <wbr />
      {storeInfo.email.slice(at + 1)}
    </>
  );
}
