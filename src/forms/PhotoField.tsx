import { Avatar, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { imageTypeOf } from '../../domain/validation/field';
import { photoProblem } from '../../domain/validation/questionnaire';
import { AuthorisedAvatar } from '../../resources/shared/AuthorisedAvatar';

/** What is wrong with a chosen file, judged as the server judges it: its size and its first bytes. */
export const checkPhotoFile = async (file: File): Promise<string | null> => {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return photoProblem({ size: file.size, mime: imageTypeOf(head) });
};

/**
 * The questionnaire's photo: a file chosen, checked at once (a text file renamed .jpg is refused
 * here as on the server) and previewed; `current` is the stored one's address, if any.
 */
export const PhotoField = ({
  value,
  onChange,
  error,
  current,
  alt,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  current?: string | null;
  alt: string;
}) => {
  const translate = useTranslate();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const wrong = await checkPhotoFile(file);
    setProblem(wrong);
    onChange(wrong ? null : file);
  };
  const message = problem ?? error;
  const label = translate('app.questionnaire.photo');
  return (
    <Box sx={{ mt: 1, mb: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="div">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 0.5 }}>
        {preview ? (
          <Avatar src={preview} alt={alt} sx={{ width: 64, height: 64 }} data-testid="photo-preview" />
        ) : (
          <AuthorisedAvatar src={current} alt={alt} sx={{ width: 64, height: 64 }} />
        )}
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button component="label" variant="outlined" size="small">
            {translate(value || current ? 'app.questionnaire.changePhoto' : 'app.questionnaire.choosePhoto')}
            <input
              hidden
              type="file"
              id="field-photo"
              name="photo"
              aria-label={label}
              accept="image/jpeg,image/png"
              onChange={pick}
            />
          </Button>
          {value ? (
            <Button size="small" onClick={() => onChange(null)}>
              {translate('app.questionnaire.removePhoto')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <FormHelperText error={!!message} id="field-photo-helper">
        {message ? translate(message, { _: message }) : translate('app.questionnaire.photoHint')}
      </FormHelperText>
    </Box>
  );
};
