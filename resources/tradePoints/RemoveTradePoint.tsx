import { useListContext } from 'react-admin';
import { TRADE_POINT_MESSAGES } from '../../domain/validation/tradePoints';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import type { TradePoint } from './api';

/**
 * «Удалить» with a confirmation that says what happens: a point with sessions is kept for their
 * history and hidden, one without is deleted. Then the list starts again from its first page.
 */
export const RemoveTradePoint = () => {
  const { setPage } = useListContext();
  return (
    <ConfirmDeleteButton
      label="resources.trade-points.remove"
      title="resources.trade-points.removeTitle"
      content={(record) =>
        (record as TradePoint).hasSessions
          ? 'resources.trade-points.removeKeepContent'
          : 'resources.trade-points.removeContent'
      }
      done="resources.trade-points.removed"
      onDone={() => setPage(1)}
      failed={TRADE_POINT_MESSAGES.removeFailed}
    />
  );
};
