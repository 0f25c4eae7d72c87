import type { RefObject } from 'react';
import { Button } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { openerButtonStyle } from '../AdminSection';
import type { EditorMode } from '../useFormEditor';

interface AddButtonProps {
  /** useFormEditor's mode and add button ref (focus comes back here when the form closes). */
  mode: EditorMode<unknown>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The form's id, which the button controls while the form is open. */
  formId: string;
  label: string;
  onClick: () => void;
  /** While the create form is open the button reads "Cancel" (an add/cancel toggle). */
  cancelWhileOpen?: boolean;
}

/** The panel's "Add …" button that opens its create form (aria-expanded while it is open). */
export function AddButton({ mode, buttonRef, formId, label, onClick, cancelWhileOpen }: AddButtonProps) {
  const t = useT();
  const creating = mode.kind === 'create';
  const showCancel = cancelWhileOpen && creating;
  return (
    <Button ref={buttonRef} {...openerButtonStyle} onClick={onClick} aria-expanded={creating} aria-controls={mode.kind !== 'closed' ? formId : undefined}>
      {showCancel ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />} {showCancel ? t('admin.cancel') : label}
    </Button>
  );
}
