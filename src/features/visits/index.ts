export { useCountShown, useCountPageView } from './count-shown';
