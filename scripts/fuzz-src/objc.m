@interface Counter { int n; }
- (int)bump:(int)by;
+ (id)make;
@end
@implementation Counter
- (int)bump:(int)by { n += by; return n; }
+ (id)make { return 0; }
@end
int use(Counter *c) { return [c bump:3] + [c bump:4]; }
