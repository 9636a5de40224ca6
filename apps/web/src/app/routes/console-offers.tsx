import { OffersList } from '../../features/console/components/offers-list';

/** `/console/offers`. */
export function ConsoleOffersPage() {
  return <OffersList />;
}
