export { ChooseLocationView, OpenLocationView } from './location-views';
