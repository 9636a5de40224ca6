// An entry of its own, loaded (async) with a piece page's HTML: see hintFirstScorePage.
import { hintFirstScorePage } from './features/player/first-page-hint';

hintFirstScorePage();
