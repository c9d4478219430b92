import { storeAddressText, storeInfo } from "../../data/store-info";
import { EmailLink, PhoneLink, PolicyLink, PolicyPage, PolicySection } from "./PolicyPage";

/** /privacy: what the store keeps about people, why, and how to have it removed. */
export function PrivacyPage() {
  return (
    <PolicyPage
      path="/privacy"
      lead="We keep only what we need to make and deliver your order, and we never sell it."
      summary={
        <ul>
          <li>We keep what you give us to fill orders, answer messages and prepare quotes and designs.</li>
          <li>
            <strong>We never sell or rent your information</strong>, and we do not advertise to you.
          </li>
          <li>We e-mail you only about your own orders, quotes, artwork requests and team stores.</li>
          <li>One cookie, only while you are signed in. No tracking or advertising cookies.</li>
          <li>
            Ask us to delete your information at any time: <EmailLink />.
          </li>
        </ul>
      }
    >
      <PolicySection id="privacy-collect" title="What we collect">
        <ul>
          <li>
            <strong>Orders:</strong> your name, e-mail, phone, a delivery address when you choose delivery,
            what you ordered, your note to us and the payments we record in the store. We never take card
            numbers online.
          </li>
          <li>
            <strong>Contact messages:</strong> your name, e-mail, phone if you give it, and your message.
          </li>
          <li>
            <strong>Artwork requests and team quotes:</strong> the logos, pictures and files you upload, your
            team's name and colours, and what you would like made.
          </li>
          <li>
            <strong>Team rosters:</strong> players' names, numbers and sizes, which a coach or parent gives us
            for a quote or a team store.
          </li>
          <li>
            <strong>Your account, if you make one:</strong> your e-mail, the players and addresses you save.
          </li>
        </ul>
        <p>
          Our server also keeps technical logs (the page asked for, the time, the network address) to keep the
          site working and safe from abuse.
        </p>
      </PolicySection>

      <PolicySection id="privacy-why" title="Why we keep it">
        <p>
          To make, deliver and invoice your order; to answer you; to prepare your quote, proofs and team
          store; to print the right names and numbers; and to keep the accounting records the law asks a
          business to keep. We do not use it for anything else.
        </p>
      </PolicySection>

      <PolicySection id="privacy-sharing" title="Who sees it">
        <p>
          Our staff in {storeInfo.address.city}, and only for your order. We do not sell, rent or trade your
          information, and we do not share it with advertisers. It goes to someone else only when a service
          that runs the store needs it (our hosting and e-mail delivery) or when the law requires it. A
          coach's team page shows who on the roster has ordered, never a family's contact details.
        </p>
      </PolicySection>

      <PolicySection id="privacy-email" title="E-mail from us">
        <p>
          We write to you only about something you started: an order and its status, a quote or proof to
          review, an artwork request, a team store you order from, or a sign-in link you asked for. There is
          no newsletter and no marketing list.
        </p>
      </PolicySection>

      <PolicySection id="privacy-cookies" title="Cookies">
        <p>
          The site sets one cookie, and only when you sign in to your account (or staff sign in to the store):
          it keeps you signed in and is removed when you sign out. There are no analytics, tracking or
          advertising cookies. Your cart and your light or dark choice stay in your own browser and reach us
          only when you place an order.
        </p>
      </PolicySection>

      <PolicySection id="privacy-choices" title="Seeing, correcting and deleting your information">
        <p>
          With an account, you can download everything we hold about you or delete your account yourself from{" "}
          <PolicyLink to="/account">your account page</PolicyLink>. Otherwise, e-mail <EmailLink /> or call{" "}
          <PhoneLink /> and we will send you a copy, correct it or delete it within 30 days. Orders we must
          keep for our accounts stay on file with your name, e-mail, phone and address removed.
        </p>
        <p>
          Children's information reaches us only from a parent or coach, for their team's uniforms; we use it
          for nothing else.
        </p>
      </PolicySection>

      <PolicySection id="privacy-contact" title="Who we are">
        <p>
          {storeInfo.name}, {storeAddressText}. If this policy changes, we update this page and its date.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
