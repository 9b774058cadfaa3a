import styles from './FormField.module.css';

/**
 * The kit's look of a text input, text area or select, for controls a remote builds itself (the
 * day, month and year of a birth date), so they never drift from the kit's fields.
 */
export const fieldControlClassName: string = styles.control;
