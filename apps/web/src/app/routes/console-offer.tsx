import type { Offer } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { LoadFailure } from '../../components/load-failure';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingArea, ResultListSkeleton } from '../../components/ui/skeleton';
import { consoleQueries } from '../../features/console/api/console-api';
import { consoleText } from '../../features/console/console-messages';
import { newOfferDraft } from '../../features/console/offer-draft';
import { OfferEditor, type PreviewPage } from '../../features/console/components/offer-editor';
import { OfferLanding } from '../../features/offers/components/offer-landing';
import { OfferSignupStepOne } from '../../features/offers/components/signup-step-one';
import { TrialWelcome } from '../../features/offers/components/welcome-pages';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { PreviewProvider } from '../../lib/preview-context';

/**
 * The offer's real pages (the components its visitors get) drawn with the draft's served form;
 * in preview they set no document title and record no event.
 */
function renderPreview(offer: Offer, page: PreviewPage) {
  return (
    <PreviewProvider>
      {page === 'landing' && <OfferLanding offer={offer} />}
      {page === 'signup' && <OfferSignupStepOne offer={offer} />}
      {page === 'welcome' && <TrialWelcome offer={offer} isBrowserSupported />}
    </PreviewProvider>
  );
}

/** `/console/offers/new`. */
export function ConsoleNewOfferPage() {
  const navigate = useNavigate();
  return (
    <OfferEditor
      offer={null}
      initial={newOfferDraft}
      renderPreview={renderPreview}
      onSaved={(saved) => {
        void navigate(paths.consoleOffer.href(saved.definition.code), {
          replace: true,
          state: { notice: consoleText.created },
        });
      }}
    />
  );
}

/** `/console/offers/:code`. */
export function ConsoleOfferPage() {
  const { code = '' } = useParams();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  const query = useQuery(consoleQueries.offer(code));
  if (query.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404)
      return (
        <EmptyState
          title={consoleText.offerNotFound(code)}
          action={
            <AppLink to={paths.console.href('offers')} className={buttonClassName()}>
              Offers
            </AppLink>
          }
        />
      );
    return <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return (
    <OfferEditor
      key={code}
      offer={query.data}
      initial={query.data.definition}
      renderPreview={renderPreview}
      initialNotice={notice}
      onSaved={() => undefined}
    />
  );
}
