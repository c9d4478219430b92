import { DELIVERY_FEE, FREE_DELIVERY_FROM } from "@store/db/catalogue";
import { storeAddressText, storeInfo } from "../../data/store-info";
import { EmailLink, PhoneLink, PolicyLink, PolicyPage, PolicySection } from "./PolicyPage";

const dollars = (amount: number) =>
  amount.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });

/** /terms: prices, payment, production times, artwork rights and the law that applies. */
export function TermsPage() {
  return (
    <PolicyPage
      path="/terms"
      lead={`The terms of every order you place with ${storeInfo.name}, online, in the store or through a team store.`}
      summary={
        <ul>
          <li>Nothing is charged online: you pay in store at pickup or by invoice.</li>
          <li>Custom work is made after you approve its proof; standard production takes 2-3 weeks.</li>
          <li>You confirm you may use the logos and artwork you send us.</li>
          <li>These terms are governed by the laws of the State of Alabama.</li>
        </ul>
      }
    >
      <PolicySection id="terms-orders" title="Orders and prices">
        <p>
          Prices are in US dollars. The price that counts is the one checkout shows when you place your order.
          A team quote's estimate becomes a price when we send you the final quote. If we ever show a price in
          error, we tell you before you pay and you may cancel.
        </p>
        <p>
          Placing an order is an offer to buy. We confirm it by e-mail; we may decline an order (for example,
          an item out of stock or artwork we cannot print), and then nothing is owed.
        </p>
      </PolicySection>

      <PolicySection id="terms-payment" title="Payment">
        <p>
          The website takes no payment. You pay in store when you pick up your order (cash, card or check), or
          we send you an invoice, payable as it states. Team and custom orders may be invoiced to the team,
          school or league that orders them. Your order page shows what has been paid and what is still due.
        </p>
      </PolicySection>

      <PolicySection id="terms-fulfilment" title="Pickup and delivery">
        <p>
          Pick up at the store, {storeAddressText}, during store hours; we e-mail you when your order is
          ready. Local delivery costs {dollars(DELIVERY_FEE)} and is free on orders of{" "}
          {dollars(FREE_DELIVERY_FROM)} or more. Please check your order when you receive it.
        </p>
      </PolicySection>

      <PolicySection id="terms-production" title="Proofs and production times">
        <p>
          For custom and personalised work we send a proof to approve; nothing is printed until you approve
          it, and we print what you approve, so check names, numbers, sizes and colours. Standard production
          takes 2-3 weeks from approval. Faster{" "}
          <PolicyLink to="/team-packages/rush-fees">rush production</PolicyLink> is available for a fee. Dates
          we give are our best estimate; when a date matters (a first game, a tournament), tell us when you
          order and we will say honestly whether we can meet it.
        </p>
      </PolicySection>

      <PolicySection id="terms-artwork" title="Your artwork and ours">
        <p>
          When you send us a logo, mascot, name or other artwork, you confirm that you own it or have
          permission to use it (a school's or league's logo usually needs their consent), and that printing it
          does not infringe anyone's rights. We may decline work we believe infringes someone's rights. You
          keep the rights to your artwork; you allow us to use it only to make your order.
        </p>
        <p>
          Designs we create for you may be used by your team for its own apparel. Our stock designs and the
          artwork on this site remain ours. We may show photos of finished uniforms as examples of our work
          unless you ask us not to.
        </p>
      </PolicySection>

      <PolicySection id="terms-cancel" title="Changes, cancellations and returns">
        <p>
          You may change or cancel a stock order until it is picked up or delivered, and a custom order until
          you approve its proof. Team-store orders can be changed until the store closes. Returns and
          exchanges follow our <PolicyLink to="/returns">Returns and Exchanges</PolicyLink> policy; how we
          handle your information is in our <PolicyLink to="/privacy">Privacy Policy</PolicyLink>.
        </p>
      </PolicySection>

      <PolicySection id="terms-law" title="Governing law">
        <p>
          These terms are governed by the laws of the State of Alabama. If a disagreement cannot be settled by
          talking to us, it goes to the courts of Chilton County, Alabama, unless the law where you live says
          otherwise. Questions about these terms: call <PhoneLink /> or e-mail <EmailLink />.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
