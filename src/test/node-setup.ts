// Node 20 lacks Promise.withResolvers, which dApp Kit and some SDK paths call.
import '../polyfills';
