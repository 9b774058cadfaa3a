export { DeskBoard } from './DeskBoard';
