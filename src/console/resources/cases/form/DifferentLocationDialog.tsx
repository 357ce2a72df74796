import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { GeoAnswer } from '../../../providers/addressMethods';
import { placeLabel, type Place } from './location';

/** 'Localização Diferente': the geo check found another city or state than the one typed. */
export function DifferentLocationDialog({
  typed,
  found,
  onAnswer,
}: {
  typed: Place;
  found: GeoAnswer;
  onAnswer: (useFound: boolean) => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const texts = { found: placeLabel(found), typed: placeLabel(typed) };
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('app.case_form.different_location.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.case_form.different_location.content', texts)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onAnswer(false)}>{translate('app.case_form.different_location.cancel')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {translate('app.case_form.different_location.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
