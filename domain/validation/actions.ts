import { MESSAGES } from '../messages';
import { ACTION_MESSAGES } from './actions.messages';
import { flag, NOT_A_LIST, optionalCount } from './catalogCommon';
import { idRef, optionalDate, requiredText, yup } from './common';

export * from './actions.messages';

/**
 * An action (a promotion's rule, part 1 §3 "Action"): its dates, what the customer must have
 * (mustHaveDevicesList, mustHaveSticksList) and what is granted (grantSticksList,
 * grantComplimentsList, grantDevicesList). Each list has a filter type (ours where the spec names
 * only EVERY_IN_LIST, issue 13):
 *   NONE            the list does not apply
 *   EVERY_IN_LIST   every item, each with its count (the items carry id and count)
 *   ANY_IN_LIST     any one of the items (counts ignored)
 *   NOT_IN_LIST     none of the items (for the must-have lists: the customer has none of them)
 */
export const ACTION_FILTER_TYPES = [
  { id: 'NONE', name: 'Не применяется' },
  { id: 'EVERY_IN_LIST', name: 'Каждый из списка' },
  { id: 'ANY_IN_LIST', name: 'Любой из списка' },
  { id: 'NOT_IN_LIST', name: 'Ни одного из списка' },
] as const;

/** The lists, each naming the reference table its items come from. */
export const ACTION_LISTS = {
  mustHaveDevicesList: 'devices',
  mustHaveSticksList: 'sticks',
  grantSticksList: 'sticks',
  grantComplimentsList: 'compliments',
  grantDevicesList: 'devices',
} as const;
export type ActionListName = keyof typeof ACTION_LISTS;

const actionList = () =>
  yup
    .object({
      filterType: yup
        .string()
        .oneOf(
          ACTION_FILTER_TYPES.map((t) => t.id),
          MESSAGES.unknownReference,
        )
        .default('NONE'),
      items: yup
        .array(
          yup.object({
            id: idRef().required(MESSAGES.required),
            count: optionalCount().default(1),
          }),
        )
        .typeError(NOT_A_LIST)
        .max(100)
        .default([])
        .test('unique', ACTION_MESSAGES.duplicate, (items) => {
          const ids = (items ?? []).map((i) => i.id);
          return new Set(ids).size === ids.length;
        }),
    })
    .test('items', ACTION_MESSAGES.itemsRequired, function check(list) {
      if (!list || list.filterType === 'NONE' || list.items.length > 0) return true;
      return this.createError({ path: `${this.path}.items`, message: ACTION_MESSAGES.itemsRequired });
    })
    .default({ filterType: 'NONE', items: [] });

export const actionSchema = yup.object({
  title: requiredText(255),
  dateStart: optionalDate(),
  dateEnd: optionalDate().test('after-start', ACTION_MESSAGES.endBeforeStart, function check(end) {
    const { dateStart } = this.parent as { dateStart: Date | null };
    return !end || !dateStart || end >= dateStart;
  }),
  hasRegister: flag(),
  hasDevice: flag(),
  hasActiveRent: flag(),
  mustHaveDevicesList: actionList(),
  mustHaveSticksList: actionList(),
  grantSticksList: actionList(),
  grantComplimentsList: actionList(),
  grantDevicesList: actionList(),
});
export type ActionInput = yup.InferType<typeof actionSchema>;

/**
 * A new action (POST /api/actions/): the form, and the project it was started from (action/new?activity=
 * {id}), which the server attaches it to (issue 23 point 3). The form itself never holds it.
 */
export const actionCreateSchema = actionSchema.shape({ activity: idRef() });
export type ActionCreateInput = yup.InferType<typeof actionCreateSchema>;
