import { useCallback } from 'react';
import { overlayOpener } from '../islands/overlayEntry';
import ApplicationDialog from './ApplicationDialog';
import { applications, applyTargetOf } from './applications';

function ApplicationHost() {
  const { target, returnFocusTo } = applications.useState();
  const afterSubmit = target?.afterSubmit;
  const submitted = useCallback(() => {
    applications.close();
    if (afterSubmit) window.location.assign(afterSubmit);
  }, [afterSubmit]);
  return <ApplicationDialog target={target} onClose={applications.close} onSubmitted={submitted} returnFocusTo={returnFocusTo} />;
}

/** `data-opens="apply"`: the application modal, for the job its button names. */
export const open = overlayOpener(applications, ApplicationHost, applyTargetOf);
