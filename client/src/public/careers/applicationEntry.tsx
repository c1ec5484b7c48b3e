import { useCallback } from 'react';
import { overlayOpener } from '../islands/overlayEntry';
import ApplicationDialog from './ApplicationDialog';
import { applications, applyTargetOf } from './applications';

function ApplicationHost() {
  const { target, returnFocusTo } = applications.useState();
  const closesTo = target?.closesTo;
  const close = useCallback(() => {
    applications.close();
    if (closesTo) window.location.assign(closesTo);
  }, [closesTo]);
  return <ApplicationDialog target={target} onClose={close} onSubmitted={close} returnFocusTo={returnFocusTo} />;
}

/** `data-opens="apply"`: the application modal, for the job its button names. */
export const open = overlayOpener(applications, ApplicationHost, applyTargetOf);
