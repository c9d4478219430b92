import { storeAddressText, storeHoursText } from "../../data/store-info";
import { EmailLink, PhoneLink, PolicyLink, PolicyPage, PolicySection } from "./PolicyPage";

/** How many days a stock item may come back in. */
const RETURN_DAYS = 30;

/** /returns: what can come back, what cannot (made for you), and how to start. */
export function ReturnsPage() {
  return (
    <PolicyPage
      path="/returns"
      lead={`Stock items can come back within ${RETURN_DAYS} days. Anything we make or decorate for you is made to order, so we get it right with you before it is printed.`}
      summary={
        <ul>
          <li>
            <strong>Stock items:</strong> return or exchange within {RETURN_DAYS} days, unworn, unwashed and
            with their tags.
          </li>
          <li>
            <strong>Custom, personalised, decorated and team-store items</strong> are final once you approve
            the proof or production starts, unless we made a mistake.
          </li>
          <li>
            <strong>Wrong size?</strong> Exchange a stock item for another size, free.
          </li>
          <li>
            <strong>To start:</strong> call <PhoneLink /> or e-mail <EmailLink /> with your order number.
          </li>
        </ul>
      }
    >
      <PolicySection id="returns-stock" title="Stock items: 30 days">
        <p>
          Items from the shop that we sell as they are (T-shirts, sweatshirts, hoodies, equipment and
          accessories with no printing, names or numbers added) can be returned within {RETURN_DAYS} days of
          pickup or delivery if they are:
        </p>
        <ul>
          <li>unworn and unwashed;</li>
          <li>with their original tags attached;</li>
          <li>free of marks, pet hair and alterations.</li>
        </ul>
        <p>
          We refund the price you paid, the way you paid it (or as a credit on an unpaid invoice), or give
          store credit if you prefer. A delivery fee is refunded only when the return is our mistake.
        </p>
      </PolicySection>

      <PolicySection id="returns-exchanges" title="Exchanges for size">
        <p>
          A stock item that does not fit can be exchanged for another size of the same item within{" "}
          {RETURN_DAYS} days, on the same conditions as a return and at no charge. If the size you need is out
          of stock, we order it in when the maker still has it, or refund you. Not sure of the size? Our{" "}
          <PolicyLink to="/sizing-info/$sport" params={{ sport: "baseball" }}>
            sizing guides
          </PolicyLink>{" "}
          help you choose before you order.
        </p>
      </PolicySection>

      <PolicySection id="returns-custom" title="Custom, personalised and team items">
        <p>
          Uniforms and apparel we decorate for you are made to order and cannot be sold to anyone else. That
          covers:
        </p>
        <ul>
          <li>custom and sublimated uniforms, and anything made from your artwork;</li>
          <li>items personalised with names, numbers or initials;</li>
          <li>screen-printed, embroidered, heat-pressed or otherwise decorated items;</li>
          <li>orders from a team store, which are produced together for the whole team.</li>
        </ul>
        <p>
          These are <strong>final once you approve the proof, or once production starts</strong> (for a team
          store, when the store closes). Before then you can change or cancel without charge. Please check
          every name, number, size and colour on the proof: we print what you approve.
        </p>
      </PolicySection>

      <PolicySection id="returns-our-error" title="When we get it wrong">
        <p>
          If we print something other than what you approved (a misspelt name, a wrong number or colour), or
          an item arrives damaged or with a defect in the garment or the printing, we remake it or refund it,
          whichever you prefer, at no cost to you. Tell us within {RETURN_DAYS} days of pickup or delivery and
          keep the item as it came; a photo by e-mail is often enough to start.
        </p>
      </PolicySection>

      <PolicySection id="returns-how" title="How to start a return or exchange">
        <ul>
          <li>
            Call <PhoneLink /> or e-mail <EmailLink /> with your order number (it is in your confirmation
            e-mail) and what you would like to return or exchange.
          </li>
          <li>
            Bring the item to the store at {storeAddressText} ({storeHoursText}). If you live out of town, we
            tell you where to mail it.
          </li>
          <li>
            We check the item and refund or exchange it the same day in store, or within 5 business days of
            receiving it by mail.
          </li>
        </ul>
        <p>
          These rules sit alongside our <PolicyLink to="/terms">Terms and Conditions</PolicyLink> and do not
          take away any right the law gives you.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
