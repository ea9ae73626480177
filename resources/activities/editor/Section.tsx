import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { get, useFormState } from 'react-hook-form';

/**
 * A collapsible part of a nested list (a focus product, a mechanic, a screen): its inputs mount
 * only while it is open, so that 20 × 3 × 8 screens stay fast; a closed one with an error says so
 * in its header, and opens by itself when an error arrives (the server's, on save).
 */
export const Section = ({
  path,
  title,
  controls,
  defaultExpanded,
  children,
}: {
  path: string;
  title: ReactNode;
  controls?: ReactNode;
  defaultExpanded?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { errors } = useFormState({ name: path });
  const failed = !!get(errors, path);
  const [open, setOpen] = useState(!!defaultExpanded);
  useEffect(() => {
    if (failed) setOpen(true);
  }, [failed]);
  return (
    <Accordion
      expanded={open}
      onChange={(_e, next) => setOpen(next)}
      slotProps={{ transition: { unmountOnExit: true } }}
      disableGutters
      variant="outlined"
      sx={{ mb: 1 }}
    >
      {/* The controls (reorder, remove) sit beside the summary, never inside its button: a
          button within a button is invalid HTML and unreachable to a screen reader. */}
      <Stack direction="row" alignItems="center" sx={{ pr: controls ? 1 : 0 }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" alignItems="center" gap={1} sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
              {title}
            </Typography>
            {failed && (
              <Typography variant="caption" color="error">
                {translate('app.activity.hasErrors')}
              </Typography>
            )}
          </Stack>
        </AccordionSummary>
        {controls}
      </Stack>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
};
