import DeleteIcon from '@mui/icons-material/Delete';
import { type MouseEvent, useState } from 'react';
import {
  Button,
  Confirm,
  useDelete,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { TRADE_POINT_MESSAGES } from '../../domain/validation/tradePoints';
import { useIsPhone } from '../../src/layout/useIsPhone';
import type { TradePoint } from './api';

/**
 * «Удалить» with a confirmation that says what happens: a point with sessions is kept for their
 * history and hidden, one without is deleted. Then the list starts again from its first page.
 */
export const RemoveTradePoint = () => {
  const record = useRecordContext<TradePoint>();
  const { setPage } = useListContext();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useIsPhone();
  if (!record) return null;
  const confirm = () =>
    remove(
      'trade-points',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('resources.trade-points.removed', { type: 'info' });
          setPage(1);
          refresh();
        },
        onError: () => {
          setOpen(false);
          notify(TRADE_POINT_MESSAGES.removeFailed, {
            type: 'error',
            messageArgs: { _: TRADE_POINT_MESSAGES.removeFailed },
          });
        },
      },
    );
  return (
    <>
      <Button
        label="resources.trade-points.remove"
        color="error"
        disabled={isPending}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        fullScreen={fullScreen}
        isOpen={open}
        loading={isPending}
        title="resources.trade-points.removeTitle"
        titleTranslateOptions={{ title: record.title }}
        content={
          record.hasSessions
            ? 'resources.trade-points.removeKeepContent'
            : 'resources.trade-points.removeContent'
        }
        confirm="resources.trade-points.remove"
        cancel="ra.action.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
