import { useParams } from "react-router";
import { PageHero } from "~/components/page-hero";
import { products } from "~/content/products";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/product";

export function meta({ params }: Route.MetaArgs) {
  const product = products.find((item) => item.id === params.id);
  return pageMeta({
    title: product?.name ?? "Product not found",
    description: product?.description ?? "",
    path: `/shop/${params.id}`,
  });
}

export default function ProductPage() {
  const { id } = useParams();
  const product = products.find((item) => item.id === id);
  return <PageHero title={product?.name ?? "Product not found"} />;
}
