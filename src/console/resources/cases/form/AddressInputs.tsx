import { Alert, Box, Button, Chip, IconButton, LinearProgress, Paper, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ADDRESS_TEXT_MAX } from '../../../../domain/schemas/case';
import { BRAZILIAN_STATES } from '../../../../domain/states';
import { CountedTextInput } from '../../../components/CountedTextInput';
import { DifferentLocationDialog } from './DifferentLocationDialog';
import { FieldGrid } from './FormSection';
import { placeLabel } from './location';
import { useCepLookup } from './useCepLookup';
import { useFormDisabled } from './useFormDisabled';
import { useGeoCheck, type GeoNotice } from './useGeoCheck';
import { ZipcodeInput } from './ZipcodeInput';

export const STATE_CHOICES = BRAZILIAN_STATES.map((state) => ({
  id: state.code,
  name: `${state.code} - ${state.name}`,
}));

function NoticeText({ notice }: { notice: GeoNotice }) {
  const translate = useTranslate();
  if (!notice) return null;
  const text =
    notice.kind === 'no_coordinates'
      ? translate('app.case_form.address.no_coordinates', { place: placeLabel(notice.place) })
      : translate(
          notice.kind === 'manual' ? 'app.case_form.address.manual_coordinates' : 'app.case_form.address.geo_failed',
        );
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}

interface AddressInputsProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  onMakeMain: () => void;
}

/**
 * One address of the case: CEP (looked up), state, city (geo-checked when left), neighbourhood,
 * street, number, complement, description and the coordinates the geo check fills.
 */
export function AddressInputs({ index, canRemove, onRemove, onMakeMain }: AddressInputsProps) {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const prefix = `addresses.${index}`;
  const main = useWatch({ name: `${prefix}.main` }) === true;
  const geo = useGeoCheck(prefix);
  const hasCoordinates = () => getValues(`${prefix}.latitude`) != null && getValues(`${prefix}.longitude`) != null;
  const cep = useCepLookup(prefix, () => geo.check(!hasCoordinates()));
  const title = translate('app.case_form.address.title', { number: index + 1 });
  const disabled = useFormDisabled();

  return (
    <Paper variant="outlined" component="fieldset" aria-label={title} sx={{ p: 2, pt: 1.5, mb: 2, mx: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, minHeight: 36 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, float: 'left', p: 0 }}>
          {title}
        </Typography>
        {main ? (
          <Chip label={translate('app.case_form.address.main')} color="primary" size="small" />
        ) : disabled ? null : (
          <Button size="small" onClick={onMakeMain}>
            {translate('app.case_form.address.make_main')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {canRemove && !disabled && (
          <Tooltip title={translate('app.case_form.address.remove')}>
            <IconButton
              aria-label={`${translate('app.case_form.address.remove')} ${index + 1}`}
              onClick={onRemove}
              size="small"
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <FieldGrid columns={4}>
        <ZipcodeInput source={`${prefix}.zipcode`} loading={cep.loading} onComplete={cep.lookup} />
        <SelectInput
          source={`${prefix}.state`}
          label="app.case_form.address.state"
          choices={STATE_CHOICES}
          isRequired
          // isRequired only draws the '*': say it to assistive technology too.
          slotProps={{ select: { SelectDisplayProps: { 'aria-required': true } } }}
          helperText={false}
          onChange={() => geo.check()}
        />
        <CountedTextInput
          source={`${prefix}.city`}
          label="app.case_form.address.city"
          max={ADDRESS_TEXT_MAX.city}
          isRequired
          slotProps={{ htmlInput: { 'aria-required': true } }}
          onBlur={() => geo.check()}
        />
        <CountedTextInput
          source={`${prefix}.neighborhood`}
          label="app.case_form.address.neighborhood"
          max={ADDRESS_TEXT_MAX.neighborhood}
        />
        <CountedTextInput
          source={`${prefix}.street`}
          label="app.case_form.address.street"
          max={ADDRESS_TEXT_MAX.street}
        />
        <NumberInput
          size="medium"
          source={`${prefix}.number`}
          label="app.case_form.address.number"
          helperText={false}
          min={0}
          step={1}
          disabled={disabled}
        />
        <CountedTextInput
          source={`${prefix}.complement`}
          label="app.case_form.address.complement"
          max={ADDRESS_TEXT_MAX.complement}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <CountedTextInput
          source={`${prefix}.description`}
          label="app.case_form.address.description"
          helperText="app.case_form.address.description_hint"
          max={ADDRESS_TEXT_MAX.description}
        />
        {/* Optional: the server stores the municipality's coordinates (typed ones count only where it has none). */}
        <NumberInput
          size="medium"
          source={`${prefix}.latitude`}
          label="app.case_form.address.latitude"
          helperText={false}
          step={0.00001}
          disabled={disabled}
        />
        <NumberInput
          size="medium"
          source={`${prefix}.longitude`}
          label="app.case_form.address.longitude"
          helperText={false}
          step={0.00001}
          disabled={disabled}
        />
      </FieldGrid>
      {geo.checking && <LinearProgress aria-label={translate('app.case_form.address.checking')} sx={{ mb: 2 }} />}
      <NoticeText notice={geo.notice} />
      {geo.different && (
        <DifferentLocationDialog
          typed={geo.different.typed}
          found={geo.different.found}
          onAnswer={geo.resolveDifferent}
        />
      )}
    </Paper>
  );
}
