import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';

// The dialog, its form and its validation load when HR opens it, not with the first screen.
const ProlongDialog = lazy(() => import('./ProlongDialog'));

/** Bulk action of the approved list: prolong the selected employees' approval by one term. */
export const ProlongButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.agencyEmployees.prolong" onClick={() => setOpen(true)}>
        <EventRepeatIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ProlongDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
