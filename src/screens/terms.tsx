import { ProsePage } from "#src/components/prose-page";
import { shopTerms } from "#src/content/shop-terms";
import { site } from "#src/content/site";
import { formatAmount } from "#src/lib/format";
import { pageMeta } from "#src/lib/meta";

export const meta = pageMeta({
  title: "Terms of Service",
  description: `The terms for using ${site.brand}'s website, pre-ordering merchandise and donating.`,
  path: "/terms",
});

export function Terms() {
  return (
    <ProsePage
      title="Terms of Service"
      lead={`The plain terms for using this website and ordering from the ${site.brand} shop.`}
      // The day these words last changed: content/site.json, changed with them (decision 063).
      updated={site.policiesUpdated}
    >
      <h2>Who we are</h2>
      <p>
        {site.brand} is a picnic organised each year by volunteers, friends of {site.honoree}, to
        raise awareness of {site.cause.name} and money for research and patient support.
        {site.charity
          ? ` Funds raised go to ${site.charity.name}, registered charity no. ${site.charity.number}.`
          : null}
      </p>

      <h2>Using this website</h2>
      <p>
        You may read, share and link to anything on this website. The information about{" "}
        {site.cause.name} is general and is not medical advice: please talk to your GP or care team
        about your own health.
      </p>

      <h2>Pre-orders</h2>
      <ul>
        <li>
          Merchandise is pre-order only. Choosing <strong>Pre-Order Now</strong> opens an email to
          us; your order is confirmed only when we reply with the total and how to pay.
        </li>
        <li>
          {`Shipping is free to UK addresses on orders over ${formatAmount(shopTerms.freeShippingOver)}.`}
        </li>
        <li>
          You can return items within {shopTerms.returnDays} days of delivery if they are unused and
          in their original packaging. You pay the postage to send them back.
        </li>
        <li>
          See the <a href="/shop">shop</a> for prices and special pricing on orders of{" "}
          {shopTerms.bulkOrderItems} or more items.
        </li>
      </ul>

      <h2>Donations</h2>
      <p>
        Donations are made on our charity partner&apos;s page and are subject to its terms. The
        donor wall on this website is kept only in your own browser (see the{" "}
        <a href="/privacy">Privacy Policy</a>).
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${site.emails.info}`}>{site.emails.info}</a>{" "}
        or <span className="whitespace-nowrap">{site.phone}</span>.
      </p>
    </ProsePage>
  );
}
