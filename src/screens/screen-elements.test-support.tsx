// Every screen as its page in src/pages/ renders it, with the sample picnic's
// props and its islands in their slots: read by src/screens/react.test.tsx,
// once through React and once through Preact's React layer.
import type { ReactElement } from "react";
import { DonationForm } from "#src/components/donation-form";
import { DonorWallEntries, DonorWallHead } from "#src/components/donor-wall-entries";
import { DonorWallPreview } from "#src/components/donor-wall-preview";
import { EraseDonations } from "#src/components/erase-donations";
import { ProductOrder } from "#src/components/product-order";
import { ShareButton } from "#src/components/share-button";
import { ShopProducts } from "#src/components/shop-products";
import { products } from "#src/content/products";
import { site } from "#src/content/site";
import { afterDonation } from "#src/lib/after-donation";
import { orderedProduct, productSummary } from "#src/lib/shop";
import { About, aboutShare } from "./about";
import { Donate } from "./donate";
import { DonorWall } from "./donor-wall";
import { EventPage } from "./event";
import { Home } from "./home";
import { NotFound } from "./not-found";
import { Poster } from "./poster";
import { Privacy } from "./privacy";
import { ProductPage } from "./product";
import { ProductNotFound } from "./product-not-found";
import { Shop } from "./shop";
import { TableCards } from "./table-cards";
import { Terms } from "./terms";

const product = products[0]!;

/** Each file of src/screens/, by its name, and the element its page renders. */
export const screenElements = (): Record<string, ReactElement> => ({
  about: (
    <About
      form={<DonationForm next={afterDonation} />}
      preview={<DonorWallPreview />}
      share={<ShareButton {...aboutShare} />}
    />
  ),
  donate: (
    <Donate form={<DonationForm next={afterDonation} />} preview={<DonorWallPreview level={2} />} />
  ),
  "donor-wall": (
    <DonorWall
      head={<DonorWallHead pageNames={{ "/donate": "Donate" }} />}
      entries={<DonorWallEntries />}
    />
  ),
  event: <EventPage />,
  home: <Home />,
  "not-found": <NotFound />,
  poster: <Poster />,
  privacy: <Privacy erase={<EraseDonations />} />,
  product: (
    <ProductPage
      product={product}
      order={<ProductOrder product={orderedProduct(product)} shopEmail={site.emails.shop} />}
    />
  ),
  "product-not-found": <ProductNotFound />,
  shop: <Shop products={<ShopProducts products={products.map(productSummary)} />} />,
  "table-cards": <TableCards />,
  terms: <Terms />,
});
