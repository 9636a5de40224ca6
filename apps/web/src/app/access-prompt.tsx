import type { Product } from '@cadenza/domain';
import { SubscribePrompt } from '../features/subscription/components/subscribe-prompt';
import { useViewerAccess } from '../features/subscription/hooks/use-viewer-access';

interface AccessPromptProps {
  product: Product;
  itemName: string;
  /**
   * Set by the player when the server refused the full package: a subscriber then sees the
   * fault message instead of content.
   */
  isFullAccessDenied?: boolean;
}

/** The subscribe or free-trial prompt for a visitor who is not a full subscriber. */
export function AccessPrompt({ product, itemName, isFullAccessDenied = false }: AccessPromptProps) {
  const viewer = useViewerAccess();
  // Credits are open to everyone (spec §6).
  if (!viewer || product.type === 'credits') return null;
  if (viewer.hasFullAccess && !isFullAccessDenied) return null;
  return <SubscribePrompt viewer={viewer} itemName={itemName} />;
}
