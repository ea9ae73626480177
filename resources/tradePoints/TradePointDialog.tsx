import { tradePointSchema } from '../../domain/validation/tradePoints';
import { FormDialog } from '../shared/FormDialog';
import { TradePointInputs } from './TradePointInputs';

const DEFAULTS = {};
const toFormValues = (record: Record<string, unknown>) => record;

/** «Новая точка»: POST /api/spots/create/ with the schema the server validates with. */
export const TradePointDialog = ({ isHq, onClose }: { isHq: boolean; onClose: () => void }) => (
  <FormDialog
    resource="trade-points"
    title="resources.trade-points.new"
    schema={tradePointSchema}
    toFormValues={toFormValues}
    defaults={DEFAULTS}
    successMessage="resources.trade-points.added"
    onClose={onClose}
  >
    <TradePointInputs isHq={isHq} />
  </FormDialog>
);
