import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { timeShift } from '../../dataProvider/http';

/** Now by the server's clock (part 1 §7: the Date header sets TIME_SHIFT). */
export const serverNow = () => Date.now() + timeShift();

export const formatDate = (time: number, format: string, locale: string) =>
  dayjs(time).locale(locale).format(format);
