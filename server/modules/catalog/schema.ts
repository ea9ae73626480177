/**
 * Reads of the reference data (part 2 §7 "Data queries"), one file per entity: stick brands with
 * their sticks (read with the Devices page, 'devices.read'), brands with segment and formats,
 * formats paged by sku, compliments, programs and their categories (HQ's, 'catalog.read').
 */
import './sticks.schema';
import './brands.schema';
import './compliments.schema';
import './programs.schema';
