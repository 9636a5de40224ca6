import { useState, type ComponentType } from 'react';
import { useDialogStore, type DialogParams, type DialogPhase } from '../../../lib/dialog-store';
import { dialogHeight } from '../dialog-sizes';
import { ModalDialog } from './modal-dialog';

export interface DialogPhaseView {
  title: string | ((params: DialogParams) => string);
  /** The phase's body; it reads its params from the dialog store. */
  Content: ComponentType;
}

export type DialogRegistry = Record<DialogPhase, DialogPhaseView>;

export class UnknownDialogPhaseError extends Error {
  override readonly name = 'UnknownDialogPhaseError';
  constructor(phase: string) {
    super(`Unknown dialog phase: ${phase}`);
  }
}

function viewFor(registry: DialogRegistry, phase: DialogPhase): DialogPhaseView {
  // The store is typed, but a phase can still arrive from untyped code: spec §8 says throw.
  if (!Object.hasOwn(registry, phase)) throw new UnknownDialogPhaseError(phase);
  return registry[phase];
}

interface DialogHostProps {
  registry: DialogRegistry;
  /** After the user closed a closable dialog (close icon, Escape, overlay). */
  onUserClose?: (phase: DialogPhase, params: DialogParams) => void;
}

/** The modal in whatever phase the dialog store holds; the last phase stays while it fades. */
export function DialogHost({ registry, onUserClose }: DialogHostProps) {
  const phase = useDialogStore((state) => state.phase);
  const params = useDialogStore((state) => state.params);
  const close = useDialogStore((state) => state.close);
  const [shown, setShown] = useState<{ phase: DialogPhase; params: DialogParams } | null>(null);
  if (phase !== null && (shown?.phase !== phase || shown.params !== params)) {
    setShown({ phase, params });
  }
  const current = phase !== null ? { phase, params } : shown;
  if (!current) return null;
  const view = viewFor(registry, current.phase);
  const title = typeof view.title === 'function' ? view.title(current.params) : view.title;
  return (
    <ModalDialog
      isOpen={phase !== null}
      title={title}
      isClosable={current.params.closable === true}
      height={dialogHeight(current.phase)}
      onClose={() => {
        if (phase === null || current.params.closable !== true) return;
        close();
        onUserClose?.(current.phase, current.params);
      }}
    >
      <view.Content />
    </ModalDialog>
  );
}
