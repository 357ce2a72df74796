import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CaseDetails } from '../../../../domain/cases';
import { useFocusAfterAction } from '../../../components/pageFocus';
import { AddTrackerDialog } from './AddTrackerDialog';

/** 'Adicionar localizador' (case admins, ready cases: the section decides), opening the search dialog. */
export function AddTrackerButton({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // The section redraws with the new tracker: the focus back to this button, else near it.
  const focus = useFocusAfterAction();
  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<PersonAddIcon />}
        onClick={(event) => {
          focus.remember(event.currentTarget);
          setOpen(true);
        }}
      >
        {translate('app.trackers.add.button')}
      </Button>
      {open ? (
        <AddTrackerDialog
          details={details}
          onClose={() => {
            setOpen(false);
            focus.restore();
          }}
        />
      ) : null}
    </>
  );
}
